import type { ResourceLabels } from '../../types';

export default {
  name: 'العمليات الحساسة |||| عملية حساسة |||| العمليات الحساسة |||| العمليات الحساسة |||| العمليات الحساسة |||| العمليات الحساسة',
  fields: {
    id: 'المعرّف',
    createdAt: 'الوقت',
    actorId: 'المنفّذ',
    actorName: 'اسم المنفّذ',
    resource: 'المورد',
    action: 'الإجراء',
    recordId: 'معرّف السجل',
    recordTitle: 'اسم السجل',
    previousData: 'قبل',
    data: 'بعد',
    ip: 'عنوان IP',
    userAgent: 'وكيل المستخدم',
  },
  // the record's page title: its action reads in words on the page itself, not in react-admin's title
  page: { show: 'عملية حساسة رقم %{id}' },
} satisfies ResourceLabels;
