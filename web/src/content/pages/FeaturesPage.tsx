export default function FeaturesPage() {
  return <h1>FeaturesPage</h1>;
}
