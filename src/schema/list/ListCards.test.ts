import { describe, expect, it } from 'vitest';
import { registry } from '../registry';
import { cardFieldsOf } from './ListCards';

const cardOf = (name: string) => cardFieldsOf(registry.byName(name)!);

describe("a phone's card", () => {
  it('ends with the amount or percentage a person looks for', () => {
    expect(cardOf('batteries').figure).toBe('soc');
    expect(cardOf('rent-orders').figure).toBe('amount');
  });

  it("without one, ends with the list of values its second line does not say: an alarm's level, a complaint's priority", () => {
    expect(cardOf('cab-warnings')).toEqual({ status: 'status', figure: 'level', subtitle: ['cabinetId', 'code'] });
    expect(cardOf('complaints')).toEqual({ status: 'status', figure: 'priority', subtitle: ['consumerId', 'type'] });
  });
});
