import type { FieldLexicon } from '../types';

/** Software testing and quality assurance. A branch of software. */
export const softwareTesting: FieldLexicon = {
  field: 'software/testing',
  skills: [
    'software testing|quality assurance|qa|qa engineer|tester|testers|test engineer',
    'manual testing|functional testing|regression testing|smoke testing|sanity testing|system testing|integration testing',
    'test cases|test case|test scenarios|test plan|test plans|test strategy|test scripts',
    'defect tracking|bug tracking|defect management|defects|bugs',
    'uat|user acceptance testing',
    'qtp|uft|testng|junit|cucumber|katalon|appium|cypress',
    'load testing|performance testing|jmeter|loadrunner',
    'api testing|postman|soapui',
    'stlc|sdlc|software testing life cycle',
    'istqb',
    'test management|hp alm|quality center|testrail|zephyr',
  ],
  terms: ['testing', 'quality', 'releases|release'],
};
