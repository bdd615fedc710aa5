/**
 * Postings of fields the lexicons were not tuned on, written for these tests, each with a resume that
 * fits it and one that does not (same length and polish, another field). Used to check that the fit
 * scores clearly higher and that what the scorer lists as missing is a requirement of the job.
 */
export interface FieldProbe {
  field: string;
  posting: string;
  strong: string;
  weak: string;
}

export const FIELD_PROBES: readonly FieldProbe[] = [
  {
    field: 'paralegal',
    posting: `Litigation Paralegal
About Harlow & Pine LLP
Harlow & Pine is a mid-sized firm known for its collaborative culture and pro bono commitment.
Responsibilities
- Draft pleadings, discovery requests and correspondence for attorneys in civil litigation matters
- Manage e-filing with state and federal courts and track deadlines in the docket calendar
- Organise document production and privilege logs in Relativity
- Conduct legal research on Westlaw and summarise deposition transcripts
Requirements
- Paralegal certificate and 3+ years of litigation experience
- Knowledge of civil procedure and court rules
We offer a competitive salary, 401(k) match and hybrid working. Harlow & Pine is an equal opportunity employer.`,
    strong: `<h1>Maria Lopez</h1><h2>Experience</h2><p>Litigation Paralegal, Grant & Ferris, 2019 - Present</p>
<ul><li>Drafted pleadings, subpoenas and discovery responses for 40 civil litigation matters</li>
<li>Managed e-filing in state and federal courts and kept the docket calendar for five attorneys</li>
<li>Ran document review and privilege logs in Relativity; legal research on Westlaw</li>
<li>Summarised deposition transcripts and prepared trial binders</li></ul>
<h2>Education</h2><p>Paralegal Certificate, City College, 2019</p>`,
    weak: `<h1>Sam Green</h1><h2>Experience</h2><p>Retail Supervisor, Fresh Mart, 2018 - Present</p>
<ul><li>Supervised a team of 8 cashiers and handled customer complaints</li>
<li>Counted tills, ordered stock and set weekly rotas</li>
<li>Trained new starters on till procedures and merchandising</li></ul>
<h2>Education</h2><p>High School Diploma, 2016</p>`,
  },
  {
    field: 'pharmacy',
    posting: `Pharmacy Technician
Join our community pharmacy team at WellCare Chemists.
Duties
- Dispense prescriptions accurately under the supervision of the pharmacist
- Label and check medications, manage stock and controlled drugs records
- Counsel patients on over-the-counter medicines and refer to the pharmacist
- Process repeat prescriptions and NHS electronic prescriptions
Essential
- GPhC registration as a pharmacy technician
- NVQ Level 3 in Pharmaceutical Science
Benefits: staff discount, pension, 28 days holiday.`,
    strong: `<h1>Priya Shah</h1><h2>Experience</h2><p>Pharmacy Technician, Boots, 2018 - Present</p>
<ul><li>Dispensed 300 prescriptions a day, including controlled drugs, with accuracy checks</li>
<li>Managed stock and the controlled drugs register; processed repeat and electronic prescriptions</li>
<li>Counselled patients on over-the-counter medicines and referred to the pharmacist</li></ul>
<h2>Education</h2><p>NVQ Level 3 Pharmaceutical Science, 2018</p><p>GPhC registered pharmacy technician</p>`,
    weak: `<h1>Tom Hale</h1><h2>Experience</h2><p>Warehouse Operative, DHL, 2017 - Present</p>
<ul><li>Picked and packed 200 orders a shift with a scanner</li>
<li>Loaded vans and checked delivery notes against stock</li>
<li>Kept the loading bay clean and safe</li></ul>
<h2>Education</h2><p>GCSEs, 2016</p>`,
  },
  {
    field: 'call centre',
    posting: `Customer Service Advisor - Inbound Call Centre
About us: BrightHome Energy supplies gas and electricity to 2 million homes.
What you'll do
- Handle 60+ inbound calls a day about billing, meter readings and payments
- Resolve complaints at first contact and log every interaction in Salesforce
- Meet targets for call handling time, first call resolution and customer satisfaction
- Set up payment plans for customers in arrears
What we're looking for
- Previous contact centre or call centre experience
- Confident using CRM systems and typing at 40 wpm
Salary £23,000 plus bonus. Flexible hours and reliable transportation needed for shifts.`,
    strong: `<h1>Leah Moss</h1><h2>Experience</h2><p>Customer Service Advisor, Octo Telecom call centre, 2019 - Present</p>
<ul><li>Handled 70 inbound calls a day on billing, payments and faults</li>
<li>Logged every call in Salesforce CRM; resolved 85% of complaints at first contact</li>
<li>Beat targets for average handling time and customer satisfaction scores</li>
<li>Set up payment plans for customers in arrears</li></ul>
<h2>Skills</h2><p>Salesforce, Zendesk, typing 55 wpm</p>`,
    weak: `<h1>Dan Ford</h1><h2>Experience</h2><p>Landscape Gardener, GreenCut, 2016 - Present</p>
<ul><li>Mowed, pruned and planted for 30 residential gardens</li>
<li>Laid patios and built fences to client drawings</li>
<li>Maintained the mowers, strimmers and hedge cutters</li></ul>`,
  },
  {
    field: 'graphic design',
    posting: `Graphic Designer
Studio North is a branding agency working with food and drink brands.
The role
- Design packaging, brand identities and social media assets from brief to print
- Prepare print-ready artwork and liaise with printers on colour proofs
- Create layouts in Adobe InDesign, Illustrator and Photoshop
About you
- A portfolio showing typography, layout and branding work
- 2+ years in an agency or in-house studio
- Figma and basic motion graphics in After Effects are a plus`,
    strong: `<h1>Ava Cole</h1><h2>Experience</h2><p>Graphic Designer, Pulp Studio, 2020 - Present</p>
<ul><li>Designed packaging and brand identities for 15 food brands from brief to print</li>
<li>Prepared print-ready artwork in InDesign and Illustrator; signed off colour proofs with printers</li>
<li>Made social media assets in Photoshop and short animations in After Effects</li></ul>
<h2>Skills</h2><p>Typography, layout, branding, Figma</p><p>Portfolio: avacole.design</p>`,
    weak: `<h1>Ben Ash</h1><h2>Experience</h2><p>Staff Accountant, Marsh LLP, 2018 - Present</p>
<ul><li>Prepared month-end journals and bank reconciliations</li>
<li>Reviewed supplier invoices and ran the payment run</li>
<li>Built variance reports in Excel for the finance director</li></ul>`,
  },
  {
    field: 'lab research',
    posting: `Research Assistant - Molecular Biology
The Hart Institute studies the genetics of heart disease.
Responsibilities
- Perform PCR, qPCR, Western blotting and cell culture of human iPSC lines
- Keep accurate lab notebooks and follow GLP and biosafety procedures
- Analyse data in GraphPad Prism and present results at lab meetings
Requirements
- BSc in biology, biochemistry or a related subject
- Hands-on experience with aseptic technique and mammalian cell culture
Preferred: CRISPR gene editing and flow cytometry.`,
    strong: `<h1>Nina Park</h1><h2>Experience</h2><p>Research Technician, Crick Lab, 2020 - Present</p>
<ul><li>Ran PCR, qPCR and Western blots on patient samples</li>
<li>Maintained mammalian cell culture of iPSC lines with aseptic technique</li>
<li>Analysed results in GraphPad Prism; used CRISPR to knock out two genes</li></ul>
<h2>Education</h2><p>BSc Biochemistry, University of Leeds, 2020</p>`,
    weak: `<h1>Joe Kent</h1><h2>Experience</h2><p>Sales Executive, AutoHaus, 2017 - Present</p>
<ul><li>Sold 12 used cars a month and arranged finance</li>
<li>Followed up leads by phone and email</li>
<li>Ran test drives and handovers</li></ul>
<h2>Education</h2><p>BA Business, 2017</p>`,
  },
  {
    field: 'social work',
    posting: `Children's Social Worker
Riverside Council is committed to safeguarding and promoting the welfare of children.
Key duties
- Hold a caseload of children in need and child protection cases
- Complete assessments, care plans and court reports within statutory timescales
- Work with families, schools, health and police in multi-agency meetings
- Record case notes accurately on Mosaic
Essential
- Social Work England registration and a degree in social work
- Knowledge of the Children Act 1989 and safeguarding procedures
- A full driving licence
An enhanced DBS check is required.`,
    strong: `<h1>Grace Lee</h1><h2>Experience</h2><p>Social Worker, Northfield Children's Services, 2018 - Present</p>
<ul><li>Held a caseload of 18 children in need and child protection cases</li>
<li>Completed assessments, care plans and court reports within statutory timescales</li>
<li>Chaired multi-agency meetings with schools, health and police; recorded case notes on Mosaic</li></ul>
<h2>Education</h2><p>BA Social Work, University of Kent, 2018</p><p>Social Work England registered; full driving licence</p>`,
    weak: `<h1>Mark Bell</h1><h2>Experience</h2><p>Software Developer, Codeworks, 2018 - Present</p>
<ul><li>Built REST APIs in Java and Spring Boot</li>
<li>Wrote unit tests and reviewed pull requests</li>
<li>Deployed services to AWS with Docker</li></ul>
<h2>Education</h2><p>BSc Computer Science, 2018</p>`,
  },
  {
    field: 'warehouse forklift',
    posting: `Forklift Operator - Night Shift
Fastway Logistics runs a 200,000 sq ft distribution centre.
Responsibilities
- Load and unload trailers with counterbalance and reach trucks
- Put away and replenish pallets to racking using RF scanners
- Carry out daily forklift pre-use checks and follow health and safety rules
Requirements
- Valid counterbalance and reach truck licences (RTITB or equivalent)
- 1 year of warehouse experience
- Reliable transportation and a flexible approach to overtime`,
    strong: `<h1>Lee Grant</h1><h2>Experience</h2><p>Forklift Driver, Tesco Distribution, 2019 - Present</p>
<ul><li>Loaded and unloaded 20 trailers a night on counterbalance and reach trucks</li>
<li>Put away and replenished pallets to racking with an RF scanner</li>
<li>Completed daily pre-use checks; no accidents in four years</li></ul>
<h2>Certifications</h2><p>RTITB counterbalance and reach truck licences</p>`,
    weak: `<h1>Ella Ross</h1><h2>Experience</h2><p>Primary Teacher, Oak School, 2017 - Present</p>
<ul><li>Taught a Year 4 class of 30 pupils</li>
<li>Planned lessons to the national curriculum and marked work</li>
<li>Led parent meetings and school trips</li></ul>`,
  },
  {
    field: 'security guard',
    posting: `Security Officer
Guardian Services protects offices and shopping centres across Manchester.
Duties
- Patrol the site, monitor CCTV and control access at reception
- Respond to alarms and incidents and write incident reports
- Carry out fire safety checks and lead evacuations
Requirements
- A valid SIA Door Supervisor or Security Guard licence
- First aid certificate
- Able to work nights and weekends`,
    strong: `<h1>Ray Khan</h1><h2>Experience</h2><p>Security Officer, Mitie, 2018 - Present</p>
<ul><li>Patrolled a 40-storey office site and monitored 120 CCTV cameras</li>
<li>Controlled access at reception and responded to alarms and incidents</li>
<li>Wrote incident reports and led fire evacuations</li></ul>
<h2>Certifications</h2><p>SIA Security Guard licence; First Aid at Work</p>`,
    weak: `<h1>Lucy Hart</h1><h2>Experience</h2><p>Marketing Executive, Bloom Media, 2019 - Present</p>
<ul><li>Ran paid social campaigns with a £20k monthly budget</li>
<li>Wrote blog posts and email newsletters</li>
<li>Reported on Google Analytics traffic</li></ul>`,
  },
  {
    field: 'software QA',
    posting: `QA Engineer
Payflow builds payment software for small businesses.
What you'll do
- Write and maintain automated UI tests in Cypress and API tests in Postman
- Design test plans and test cases for new features and run regression testing before releases
- Log and triage defects in Jira and verify fixes
- Run tests in our CI pipeline on GitHub Actions
What we're looking for
- 3+ years in software testing
- JavaScript or TypeScript for test automation
- Experience testing REST APIs`,
    strong: `<h1>Omar Aziz</h1><h2>Experience</h2><p>QA Engineer, Shopline, 2019 - Present</p>
<ul><li>Built a Cypress test suite in TypeScript covering 300 UI flows</li>
<li>Wrote API tests in Postman for our REST APIs and ran them in GitHub Actions</li>
<li>Designed test plans and test cases; ran regression testing before each release</li>
<li>Logged and triaged defects in Jira</li></ul>`,
    weak: `<h1>Kate Moon</h1><h2>Experience</h2><p>Chef de Partie, The Grill, 2017 - Present</p>
<ul><li>Ran the sauce section for 120 covers a night</li>
<li>Prepped stocks, sauces and garnishes</li>
<li>Kept HACCP records and temperature logs</li></ul>`,
  },
  {
    field: 'UX research',
    posting: `UX Researcher
Hatch is a health app used by 1 million people.
The role
- Plan and run user interviews, usability testing and diary studies
- Synthesise findings into personas, journey maps and clear recommendations
- Run surveys and analyse results with product analytics
- Work closely with product designers and product managers
About you
- 3+ years of qualitative and quantitative user research
- Experience recruiting participants and running remote studies in UserTesting or Maze`,
    strong: `<h1>Zoe Tran</h1><h2>Experience</h2><p>UX Researcher, Moneybox, 2019 - Present</p>
<ul><li>Ran 60 user interviews and usability testing sessions, remote in UserTesting and Maze</li>
<li>Synthesised findings into personas and journey maps that reshaped onboarding</li>
<li>Designed surveys and analysed results with Mixpanel product analytics</li></ul>`,
    weak: `<h1>Phil Day</h1><h2>Experience</h2><p>Electrician, Spark Ltd, 2015 - Present</p>
<ul><li>Wired new-build homes and installed consumer units</li>
<li>Tested and certified installations to BS 7671</li>
<li>Fault-found on commercial lighting circuits</li></ul>`,
  },
  {
    field: 'early years',
    posting: `Nursery Practitioner
Little Acorns is a 60-place day nursery.
Responsibilities
- Plan play-based activities that follow the EYFS framework
- Observe, assess and record children's progress as a key person
- Keep children safe, following safeguarding and paediatric first aid procedures
- Build relationships with parents and carers
Requirements
- Level 3 qualification in early years childcare
- Paediatric first aid certificate`,
    strong: `<h1>Amy Ward</h1><h2>Experience</h2><p>Nursery Practitioner, Busy Bees, 2018 - Present</p>
<ul><li>Key person for 8 children aged 2 to 4; planned play-based activities to the EYFS</li>
<li>Observed, assessed and recorded progress in learning journals</li>
<li>Followed safeguarding procedures and shared daily feedback with parents</li></ul>
<h2>Education</h2><p>Level 3 Diploma in Early Years Childcare, 2018</p><p>Paediatric First Aid</p>`,
    weak: `<h1>Ian Cross</h1><h2>Experience</h2><p>HGV Driver, Stobart, 2014 - Present</p>
<ul><li>Drove Class 1 routes across the UK</li>
<li>Completed tachograph records and vehicle checks</li>
<li>Delivered to 15 stores a day</li></ul>`,
  },
  {
    field: 'data entry',
    posting: `Data Entry Clerk / Administrator
Redwood Housing Association
Duties
- Enter and update tenant records in our housing management system
- Scan, index and file documents; keep the database accurate
- Answer phone and email queries and book repairs appointments
- Produce weekly reports in Excel
Requirements
- Accurate typing at 50 wpm
- Good working knowledge of Microsoft Office, especially Excel and Outlook
- Previous office administration experience`,
    strong: `<h1>Ruth Bain</h1><h2>Experience</h2><p>Administrator, Clarion Housing, 2018 - Present</p>
<ul><li>Entered and updated 200 tenant records a week in the housing management system</li>
<li>Scanned, indexed and filed documents; answered phone and email queries</li>
<li>Produced weekly Excel reports and booked repairs in Outlook</li></ul>
<h2>Skills</h2><p>Data entry, typing 60 wpm, Microsoft Office</p>`,
    weak: `<h1>Carl West</h1><h2>Experience</h2><p>Welder, Steelform, 2016 - Present</p>
<ul><li>MIG and TIG welded steel frames to drawings</li>
<li>Cut and ground parts on the shop floor</li>
<li>Checked welds against quality standards</li></ul>`,
  },
];
