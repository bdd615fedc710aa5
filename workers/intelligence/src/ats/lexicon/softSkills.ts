/**
 * Soft skills, each with the words a job description uses for it and the evidence a resume shows for it
 * ("led a team" is leadership even when the word is absent). Same "canonical|alias" format as the fields.
 */
export const SOFT_SKILLS: readonly string[] = [
  'communication|communicate|communicating|communicator|verbal and written|written and verbal|presented|presentations|presenting',
  'teamwork|team player|collaboration|collaborate|collaborative|collaborated|cross-functional|cross functional|work closely',
  'leadership|lead|led|leading|leader|supervised|supervise|supervision|managed a team|head of',
  'problem solving|problem-solving|solve problems|troubleshoot|troubleshooting|troubleshot|resolve|resolved|creative problem solving',
  'critical thinking|analytical|analytical skills|analyse|analyze|analysis',
  'attention to detail|detail oriented|detail-oriented|accuracy|accurate|meticulous|precision',
  'time management|prioritise|prioritize|prioritization|prioritisation|deadlines|deadline|on time',
  'organisational skills|organizational skills|organised|organized|well-organised|well-organized',
  'adaptability|adaptable|flexible|flexibility|fast-paced|fast paced|changing priorities|agility',
  'initiative|self-motivated|self motivated|self-starter|proactive|motivated',
  'ownership|accountability|accountable|take ownership|end-to-end|end to end',
  'mentoring|mentor|mentored|coaching|coach|coached|trained|training others',
  'interpersonal skills|interpersonal|relationship building|build relationships|rapport',
  'customer focus|customer service|customer-focused|client-facing|customer satisfaction',
  'empathy|compassion|compassionate|caring|patient-centred|patient-centered|person-centred',
  'negotiation|negotiate|negotiated|persuasion|influencing|influence',
  'conflict resolution|conflict management|de-escalation|mediation|difficult conversations',
  'decision making|decision-making|judgement|judgment',
  'creativity|creative|innovative|innovation|innovate',
  'stakeholder management|stakeholders|stakeholder',
  'multitasking|multi-tasking|multitask|multiple priorities',
  'work ethic|reliable|reliability|dependable|punctual',
  'resilience|under pressure|composure|calm',
  'continuous learning|learning mindset|curiosity|curious|eager to learn|growth mindset',
  'integrity|confidentiality|discretion|ethical',
  'public speaking|speaking',
];
