/** 电商订单数据表（`app.orders.*`）。 */
export default {
  title: '订单',
  subtitle: '演示电商订单，在浏览器中搜索、排序和分页',
  search: '搜索订单',
  empty: '没有符合搜索条件的订单。',
  paid_of: '已收 %{paid}',
  fields: {
    product: '商品',
    date: '日期',
    buyer: '买家',
    payment: '付款',
    status: '订单状态',
    received: '收款状态',
  },
  status: {
    completed: '已完成',
    confirmed: '已确认',
    cancelled: '已取消',
  },
  received: {
    fully_paid: '已全额付款',
    partially_paid: '部分付款',
    unpaid: '未付款',
  },
};
