import type { ResourceLabels } from '../../types';

export default {
  name: '骑手 |||| 骑手',
  fields: {
    id: 'ID',
    phone: '手机号',
    name: '姓名',
    storeId: '门店',
    authStatus: '实名状态',
    points: '积分',
    deviceType: '设备类型',
    emergencyContact: '紧急联系人',
    emergencyPhone: '紧急联系电话',
    lastSigninAt: '最近登录',
    createdAt: '注册时间',
    status: '账号状态',
    blockReason: '拉黑原因',
    blockedAt: '拉黑时间',
  },
  enums: {
    authStatus: { unverified: '未认证', pending: '审核中', verified: '已认证', failed: '认证失败' },
    deviceType: { ios: '苹果 iOS', android: '安卓' },
    status: { active: '正常', blocked: '已拉黑' },
  },
  transitions: {
    block: '拉黑',
    unblock: '解除拉黑',
  },
  sections: {
    overview: '概览',
    purchases: '购买与卡券',
    account: '账户与资产',
  },
} satisfies ResourceLabels;
