import { useState } from 'react';
import type { TierShipping } from '@crowdspark/shared/contracts/shipping';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { countryName } from '@/lib/countries';
import { useChangePledgeAddress } from '@/features/pledges/api/change-pledge-address';
import { usePledgeAddress } from '@/features/pledges/api/get-pledge-address';
import { errorText } from '@/features/pledges/components/back-this-panel/error-text';
import { ShippingAddressFields } from '@/features/pledges/components/back-this-panel/shipping-address-fields';
import { addressForm, addressInput, checkAddress } from '@/features/pledges/lib/shipping-address';
import type { AddressErrors, AddressForm } from '@/features/pledges/lib/shipping-address';

/**
 * The backer's shipping address for a pledge, correctable until the campaign ends (the country
 * stays: another one is a pledge change, its shipping may cost more). docs/product-rules.md#shipping-addresses
 */
export function PledgeAddress({ pledgeId, shipping, currency }: { pledgeId: string; shipping: TierShipping; currency: string }) {
  const query = usePledgeAddress(pledgeId);
  const save = useChangePledgeAddress();
  const [editing, setEditing] = useState<AddressForm | null>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading your address…</p>;
  if (query.isError || !query.data.address) return null;
  const { address, changeable } = query.data;

  if (editing)
    return (
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkAddress(editing, shipping);
          setErrors(found);
          if (Object.keys(found).length === 0)
            save.mutate({ pledgeId, address: addressInput(editing) }, { onSuccess: () => setEditing(null) });
        }}
      >
        <ShippingAddressFields
          shipping={shipping}
          currency={currency}
          address={editing}
          errors={errors}
          lockedCountry={address.country}
          onChange={(patch) => setEditing({ ...editing, ...patch })}
        />
        {save.error ? (
          <Alert variant="destructive" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save address'}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );

  return (
    <section aria-labelledby="pledge-address-heading" className="grid gap-2 text-sm">
      <h3 id="pledge-address-heading" className="font-semibold">
        Shipping address
      </h3>
      <address className="not-italic text-muted-foreground">
        {[
          address.name,
          address.line1,
          address.line2,
          [address.postalCode, address.city].filter(Boolean).join(' '),
          address.region,
        ]
          .filter(Boolean)
          .map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        <span className="block">{countryName(address.country)}</span>
      </address>
      {changeable ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(addressForm(address))}>
            Change address
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">The campaign has ended: the address is locked so the creator can ship.</p>
      )}
    </section>
  );
}
