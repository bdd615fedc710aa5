export default function HelpCenterPage() {
  return <h1>HelpCenterPage</h1>;
}
