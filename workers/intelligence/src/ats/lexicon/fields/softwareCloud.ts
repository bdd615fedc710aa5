import type { FieldLexicon } from '../types';

/** Cloud, DevOps and site reliability. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareCloud: FieldLexicon = {
  field: 'software/cloud',
  skills: [
    'aws|amazon web services|ec2|s3|lambda',
    'gcp|google cloud|google cloud platform|bigquery',
    'azure|microsoft azure',
    'docker|containers|containerization',
    'kubernetes|k8s|eks|aks|gke',
    'helm',
    'terraform|infrastructure as code|iac',
    'ansible',
    'jenkins',
    '~ci/cd|cicd|continuous integration|continuous delivery|continuous deployment',
    'github actions|gitlab ci',
    '~linux|unix',
    'nginx',
    'serverless',
    '~observability|prometheus|grafana|datadog',
    'site reliability|sre',
    'identity and access management|iam',
  ],
  terms: [],
};
