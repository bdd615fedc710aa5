import type { FieldLexicon } from '../types';

/** Security engineering. A branch of software, so postings and resumes of different kinds of software work are told apart. */
export const softwareSecurity: FieldLexicon = {
  field: 'software/security',
  skills: [
    'oauth|oauth2|oauth 2.0|openid connect',
    'sso|single sign-on|single sign on',
    'ldap',
    'identity and access management|identity access management|identity access manager|iam|identity management|access management|privileged access management|pam',
    'information security|infosec|cybersecurity|cyber security|it security',
    'iso 27001|nist|soc 2|pci dss|hipaa security',
    'security audits|risk assessment|security assessment',
    'network security|intrusion detection|intrusion prevention|ids|ips',
    'firewalls|firewall|palo alto|fortinet|fortigate|checkpoint|cisco asa',
    'vpn|ipsec|site-to-site vpn',
    '~security|application security|appsec',
    'cryptography|cryptographic|encryption',
    'penetration testing|vulnerability management|threat detection|siem|offensive security|incident response',
  ],
  terms: [],
};
