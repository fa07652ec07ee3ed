/** 50 demo e-commerce orders for the data-table page (specification §3, §9). */
import { Gen } from '../../../resources/demo-gen';
import { ORDER_STATUSES, RECEIVED_PAYMENT_STATUSES, type DemoOrder, type DemoProduct } from '../types';
import { avatarDataUri } from './avatar';
import { people } from './people';
import { dayMonthYear, demoDate } from './demo-dates';

export const SEED_ORDER_COUNT = 50;

const CATALOGUE: readonly [name: string, brand: string, category: string, price: number][] = [
  ['City Commuter E-Bike', 'VoltRide', 'E-Bikes', 1299],
  ['Folding E-Bike Mini', 'VoltRide', 'E-Bikes', 899],
  ['Cargo E-Bike Pro', 'HaulWorks', 'E-Bikes', 2450],
  ['48V 20Ah Swap Battery', 'CellCore', 'Batteries', 389],
  ['60V 24Ah Swap Battery', 'CellCore', 'Batteries', 469],
  ['Fast Charger 5A', 'CellCore', 'Chargers', 79],
  ['Smart Helmet with Lights', 'SafeLane', 'Accessories', 129],
  ['Frame Lock Chain', 'SafeLane', 'Accessories', 45],
  ['Rear Rack', 'HaulWorks', 'Accessories', 39],
  ['Puncture-proof Tyre 20"', 'GripTech', 'Parts', 32],
  ['Hydraulic Brake Set', 'GripTech', 'Parts', 119],
  ['Phone Mount', 'SafeLane', 'Accessories', 19],
  ['Rain Cover Poncho', 'DryRide', 'Apparel', 25],
  ['Reflective Vest', 'DryRide', 'Apparel', 15],
  ['Battery Swap Card (30 days)', 'SwapNet', 'Services', 49],
  ['Battery Swap Card (90 days)', 'SwapNet', 'Services', 129],
  ['Motor Controller 48V', 'VoltRide', 'Parts', 99],
  ['LED Display Unit', 'VoltRide', 'Parts', 59],
];

function products(g: Gen): DemoProduct[] {
  return CATALOGUE.map(([name, brand, category, price], i) => ({
    id: i + 1,
    name,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    brand,
    category,
    price,
    image: '',
    hasFreeShipping: price >= 100 || g.bool(0.3),
    rating: g.int(2, 5),
    description: `${name} by ${brand}, from the ${category} range of the demo shop.`,
  }));
}

export function seedOrders(): DemoOrder[] {
  const g = new Gen('demo-orders');
  const catalogue = products(g);
  const buyers = people(g, 35);
  return Array.from({ length: SEED_ORDER_COUNT }, (_, i) => {
    const product = g.pick(catalogue);
    const buyer = g.pick(buyers);
    const total = product.price * g.int(1, 3);
    const received = g.pick(RECEIVED_PAYMENT_STATUSES);
    const paid = received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : Math.round(total * g.float(0.1, 0.9));
    return {
      id: i + 1,
      product: { ...product },
      date: dayMonthYear(demoDate(-g.int(0, 90))),
      buyer: { name: buyer.fullName, avatar: g.bool(0.5) ? avatarDataUri(buyer.fullName, i) : null },
      payment: { total, received_payment_status: received, paid_amount: paid, status: g.pick(ORDER_STATUSES) },
    };
  });
}
