import type { ResourceLabels } from '../../types';

export default {
  name: 'عمليات التحقق من الهوية |||| تحقق من الهوية |||| عمليات التحقق من الهوية |||| عمليات التحقق من الهوية |||| تحقق من الهوية |||| تحقق من الهوية',
  fields: {
    id: 'ID',
    consumerId: 'الراكب',
    storeId: 'المتجر',
    name: 'الاسم الكامل',
    idCardType: 'نوع الوثيقة',
    idCardNumber: 'رقم الهوية',
    idCardPortrait: 'بطاقة الهوية (وجه الصورة)',
    idCardNational: 'بطاقة الهوية (وجه الشعار)',
    facePhoto: 'صورة الوجه',
    faceScore: 'درجة مطابقة الوجه',
    status: 'الحالة',
    reviewerId: 'المراجِع',
    rejectReason: 'سبب الرفض',
    createdAt: 'وقت التقديم',
    verifiedAt: 'وقت المراجعة',
  },
  enums: {
    idCardType: {
      id_card: 'بطاقة هوية المقيم',
      temporary_id_card: 'بطاقة هوية مؤقتة',
      hmt_residence_permit: 'تصريح إقامة لسكان هونغ كونغ وماكاو وتايوان',
      foreign_permanent_residence: 'بطاقة إقامة دائمة للأجانب',
    },
    status: { pending: 'قيد المراجعة', approved: 'مقبول', rejected: 'مرفوض' },
  },
  transitions: {
    approve: 'قبول',
    reject: 'رفض',
  },
} satisfies ResourceLabels;
