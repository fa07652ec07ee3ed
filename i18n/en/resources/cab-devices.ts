import type { ResourceLabels } from '../../types';

export default {
  name: 'Cabinet |||| Cabinets',
  fields: {
    id: 'ID',
    sn: 'Cabinet number',
    serial: 'Device serial',
    name: 'Name',
    brand: 'Brand',
    areaId: 'Area',
    storeId: 'Store',
    doors: 'Slots',
    deployStatus: 'Deployment',
    health: 'Health',
    batteryNum: 'Batteries',
    fullNum: 'Fully charged',
    gsm: 'GSM',
    temperature: 'Temperature',
    firmware: 'Firmware',
    address: 'Address',
    location: 'Location',
    simSn: 'SIM card no.',
    lastHeartbeatAt: 'Last heartbeat',
    remark: 'Remark',
  },
  enums: {
    brand: { yundong: 'Yundong', kaixin: 'Kaixin', xlls: 'Xiliulou', tower: 'China Tower', other: 'Other' },
    deployStatus: { pending: 'Not deployed', operating: 'Operating', maintenance: 'Under maintenance' },
    health: { online: 'Online', offline: 'Offline', fault: 'Fault' },
  },
  actions: { sendCommand: 'Send a command' },
  transitions: {
    deploy: 'Deploy',
    maintain: 'Start maintenance',
    resume: 'Resume operation',
  },
  sections: {
    device: 'Device',
    site: 'Site',
  },
} satisfies ResourceLabels;
