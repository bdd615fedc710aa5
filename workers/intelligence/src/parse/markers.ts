/**
 * The marks of a resume line that the entry reader (experience.ts) and the list readers (lists.ts,
 * moreSections.ts, customSections.ts) all test: kept apart so that neither reader imports the other.
 */

/**
 * A name's first letter: a capital, or a letter of a script without capitals (Chinese, Japanese, Korean,
 * Arabic, Hebrew, Thai…), where "株式会社テスト" and "山田 太郎" open with no capital to see.
 */
export const NAME_START = /^[\p{Lu}\p{Lo}]/u;

/** A glyph or a number ("1.", "2)"); "03.2019" is a date, not item 3. */
export const BULLET = /^(?:[•▪◦●∙*·-]|\d{1,2}[.)](?!\d))\s*/;
/**
 * Words that make a header piece a job title rather than an employer. compromise tags some occupations
 * (#Actor) but not many first jobs ("Barista", "Waitress", "Lifeguard"), so those are listed here.
 */
export const ROLE_WORDS =
  /\b(?:engineer|developer|programmer|manager|intern|assistant|analyst|designer|associate|consultant|director|specialist|coordinator|officer|nurse|technician|accountant|lead|scientist|administrator|representative|generalist|teacher|architect|writer|worker|helper|supervisor|clerk|cashier|server|chef|cook|advisor|adviser|executive|president|founder|owner|member|volunteer|tutor|instructor|researcher|fellow|trainee|apprentice|electrician|plumber|carpenter|driver|operator|agent|partner|head|principal|staff|sre|devops|barista|waiter|waitress|bartender|hostess|nanny|caregiver|carer|lifeguard|babysitter|dishwasher|janitor|custodian|caretaker|housekeeper|cleaner|receptionist|secretary|bookkeeper|teller|pharmacist|paralegal|mechanic|welder|labou?rer|attendant|dispatcher|stocker|merchandiser|salesperson|librarian|paramedic|midwife|therapist|counsel+or|photographer|hairdresser|firefighter|auditor|mentor|buyer)\b/i;
