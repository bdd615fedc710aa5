import type { FieldLexicon } from '../types';

/** Networks and infrastructure: routing, switching, firewalls, servers and virtualisation. */
export const networking: FieldLexicon = {
  field: 'networking',
  skills: [
    'network engineering|network engineer|network administration|network administrator|network admin',
    'cisco ios|ios xe|ios-xe|ios xr|nx-os|junos',
    'routing and switching|routers|switches|layer 3|layer 2',
    'ccna|ccnp|ccie|jncia|network+|comptia network',
    'tcp/ip|tcp ip|ip addressing|subnetting',
    'dns|dhcp',
    'vlan|vlans|stp|spanning tree',
    'bgp|ospf|eigrp|rip|mpls',
    'lan|wan|sd-wan|wlan|wireless networks',
    'wireshark|packet capture|packet analysis',
    'load balancers|load balancer|f5',
    'active directory|group policy|ldap directory',
    'vmware|vsphere|esxi|hyper-v|virtualization|virtualisation',
    'windows server|server administration',
    'data center|datacenter|data centre',
    'network monitoring|solarwinds|nagios|prtg|snmp',
  ],
  terms: [
    'network|networks|networking',
    'infrastructure',
    'servers|server',
    'connectivity',
    'outages|outage',
  ],
};
