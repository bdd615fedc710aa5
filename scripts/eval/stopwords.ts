/**
 * Words the token-overlap and TF-IDF baselines ignore: English function words plus the vocabulary every
 * posting shares (team, role, benefits, salary…). Our own list, kept short on purpose.
 */
export const STOP_WORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each either etc every few for from further
had has have having he her here hers him his how i if in into is it its itself just least less let like may
me might more most must my no nor not now of off on once only or other our ours out over own per plus same
she should so some such than that the their theirs them then there these they this those through to too
under until up upon us very via was we were what when where which while who whom why will with within
without would yet you your yours able across well new including include includes using use used based
strong excellent good great high highly key level ability abilities skill skills knowledge understanding
experience experienced years year work working works job role roles position team teams company companies
candidate candidates opportunity opportunities benefit benefits salary pay paid bonus equity insurance
apply application applicant applicants please join help make ensure provide provides provided support
supporting required requirement requirements preferred qualification qualifications responsibility
responsibilities responsible duties duty day days time full part based plus etc eg ie e.g i.e one two three
four five six seven eight nine ten first within across world best looking seeking want need needs will
across minimum maximum equivalent related relevant field fields area areas type types various multiple
other others new own every via our ours we us you your employer employee employees employment status
gender race religion color national origin disability veteran sexual orientation age protected law
location remote hybrid onsite office including us usa united states per hour annual range compensation`.split(
    /\s+/,
  ),
);
