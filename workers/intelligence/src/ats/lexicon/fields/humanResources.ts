import type { FieldLexicon } from '../types';

export const humanResources: FieldLexicon = {
  field: 'human resources',
  skills: [
    'recruitment|recruiting|talent acquisition|recruitment campaigns',
    'onboarding|induction',
    'employee relations',
    'performance management|appraisals',
    'hr policies|human resources policies|hr policy',
    'employment law|labor law|labour law|employment legislation',
    'disciplinary|grievance|grievances|disciplinary procedures',
    'absence management|sickness absence',
    'compensation and benefits|benefits administration|reward',
    'hris|human resources information system|hr information system|workday|bamboohr|electronic staff record',
    'workforce planning',
    'cipd',
    'shrm|shrm-cp|phr|professional in human resources|shrm certified professional',
    'organisational change|organizational change|change management',
    'conflict resolution|conflict management|mediation',
    'diversity and inclusion|equality diversity and inclusion|edi|dei',
    'learning and development|l&d',
    'labor relations|labour relations|industrial relations|collective bargaining|union contracts|collective bargaining agreements',
    'payroll administration|payroll',
    'hr generalist|hr manager|hr executive|human resources manager',
    'job descriptions|job evaluation|job classification',
  ],
  terms: ['hr|human resources', 'workforce', 'policy|policies', 'casework', 'advisor|adviser'],
};
