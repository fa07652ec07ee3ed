import type { ResourceLabels } from '../../types';

export default {
  name: '车架 |||| 车架',
  fields: {
    id: 'ID',
    sn: '车架号',
    brand: '品牌',
    model: '型号',
    color: '颜色',
    batchNo: '批次号',
    productionDate: '出厂日期',
    status: '状态',
    storeId: '门店',
    consumerId: '骑手',
    enabled: '启用',
    remark: '备注',
    createdAt: '入库时间',
  },
  enums: {
    color: { black: '黑色', white: '白色', grey: '灰色', silver: '银色', blue: '蓝色', red: '红色', green: '绿色', yellow: '黄色' },
    status: { in_stock: '库存中', in_use: '使用中', maintenance: '维修中', scrapped: '已报废' },
  },
} satisfies ResourceLabels;
