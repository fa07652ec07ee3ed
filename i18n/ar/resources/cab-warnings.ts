import type { ResourceLabels } from '../../types';

export default {
  name: 'إنذارات |||| إنذار |||| إنذارات |||| إنذارات |||| إنذار |||| إنذار',
  fields: {
    id: 'ID',
    alarmNo: 'رقم الإنذار',
    createdAt: 'وقت الإنذار',
    code: 'نوع الإنذار',
    level: 'مستوى الخطورة',
    category: 'الفئة',
    source: 'المصدر',
    cabinetId: 'الخزانة',
    binOrdinal: 'رقم الخانة',
    batterySn: 'الرقم التسلسلي للبطارية',
    description: 'الوصف',
    status: 'الحالة',
    ignoreReason: 'سبب التجاهل',
    acknowledgedAt: 'وقت التأكيد',
    handledAt: 'وقت المعالجة',
  },
  enums: {
    code: { poweroff: 'انقطاع الكهرباء', undervoltage: 'انخفاض جهد البطارية', overvoltage: 'ارتفاع جهد البطارية', cell_undervoltage: 'انخفاض جهد الخلية', cell_overvoltage: 'ارتفاع جهد الخلية', overload: 'حمل زائد', high_temp: 'ارتفاع حرارة البطارية', mos_high_temp: 'ارتفاع حرارة ترانزستور MOS', charge_short: 'قصر في دائرة الشحن', discharge_short: 'قصر في دائرة التفريغ', charge_overcurrent: 'تيار شحن زائد', discharge_overcurrent: 'تيار تفريغ زائد', cabinet_high_temp: 'ارتفاع حرارة الخزانة', smoke: 'اكتشاف دخان', flooding: 'تسرب المياه', water_level: 'ارتفاع منسوب المياه', door_fault: 'عطل في الباب', offline: 'الخزانة غير متصلة' },
    level: { info: 'معلومة', warning: 'تحذير', critical: 'حرج' },
    category: { cabinet: 'الخزانة', battery: 'البطارية', ebike: 'الدراجة الكهربائية', other: 'أخرى' },
    source: { device: 'الجهاز', rider_report: 'بلاغ من راكب', staff: 'الموظفون' },
    status: { open: 'مفتوح', acknowledged: 'تم التأكيد', resolved: 'تم الحل', ignored: 'متجاهَل' },
  },
  transitions: {
    acknowledge: 'تأكيد',
    resolve: 'وضع علامة كمحلول',
    ignore: 'تجاهل',
  },
} satisfies ResourceLabels;
