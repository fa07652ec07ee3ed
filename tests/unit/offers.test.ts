import { describe, expect, it } from 'vitest';
import { actionOffered } from '../../resources/offers';
import accounts from '../../resources/consumer/consumer-accounts';
import adjustments from '../../resources/consumer/account-adjustments';
import rentOrders from '../../resources/order/rent-orders';
import swapOrders from '../../resources/order/swap-orders';
import refunds from '../../resources/order/refund-orders';

describe('which record actions a record’s state takes', () => {
  it('offers an adjustment only on an account that takes postings (not frozen, not closed)', () => {
    const adjust = accounts.recordActions!.adjust;
    expect(actionOffered(accounts, adjust, adjustments, { status: 'normal' })).toBe(true);
    expect(actionOffered(accounts, adjust, adjustments, { status: 'frozen' })).toBe(false);
    expect(actionOffered(accounts, adjust, adjustments, { status: 'closed' })).toBe(false);
  });
  it('offers a refund only on an order that is paid (a swap: charged)', () => {
    const rent = rentOrders.recordActions!.refund;
    expect(actionOffered(rentOrders, rent, refunds, { status: 'paid', amount: 169 })).toBe(true);
    expect(actionOffered(rentOrders, rent, refunds, { status: 'refund_refused', amount: 169 })).toBe(true);
    expect(actionOffered(rentOrders, rent, refunds, { status: 'unpaid', amount: 169 })).toBe(false);
    expect(actionOffered(rentOrders, rent, refunds, { status: 'refunded', amount: 169 })).toBe(false);
    const swap = swapOrders.recordActions!.refund;
    expect(actionOffered(swapOrders, swap, refunds, { status: 'failed', paidAmount: 5 })).toBe(true);
    expect(actionOffered(swapOrders, swap, refunds, { status: 'failed', paidAmount: 0 })).toBe(false);
  });
});
