/** E-commerce orders data table (`app.orders.*`). */
export default {
  title: 'Orders',
  subtitle: 'Demo e-commerce orders, searched, sorted and paged in the browser',
  search: 'Search orders',
  empty: 'No order matches this search.',
  paid_of: '%{paid} received',
  fields: {
    product: 'Product',
    date: 'Date',
    buyer: 'Buyer',
    payment: 'Payment',
    status: 'Order status',
    received: 'Payment received',
  },
  status: {
    completed: 'Completed',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
  },
  received: {
    fully_paid: 'Fully paid',
    partially_paid: 'Partially paid',
    unpaid: 'Unpaid',
  },
};
