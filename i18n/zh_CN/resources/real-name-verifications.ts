import type { ResourceLabels } from '../../types';

export default {
  name: '实名认证 |||| 实名认证',
  fields: {
    id: 'ID',
    consumerId: '骑手',
    storeId: '门店',
    name: '姓名',
    idCardType: '证件类型',
    idCardNumber: '证件号码',
    idCardPortrait: '身份证人像面',
    idCardNational: '身份证国徽面',
    facePhoto: '人脸照片',
    faceScore: '人脸比对分',
    status: '审核状态',
    reviewerId: '审核人',
    rejectReason: '驳回原因',
    createdAt: '提交时间',
    verifiedAt: '审核时间',
  },
  enums: {
    idCardType: {
      id_card: '居民身份证',
      temporary_id_card: '临时居民身份证',
      hmt_residence_permit: '港澳台居民居住证',
      foreign_permanent_residence: '外国人永久居留身份证',
    },
    status: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
  },
  transitions: {
    approve: '通过',
    reject: '驳回',
  },
} satisfies ResourceLabels;
