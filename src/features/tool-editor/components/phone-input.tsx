import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { Input, inputClassName } from '@/components/ui/input';

type Aria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

const regionNames = (() => {
  try {
    // The editor is no public page's first load: the country names are worth Intl's start-up cost here.
    // eslint-disable-next-line no-restricted-globals
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** The owner's own country, guessed from the browser's language, for numbers typed without +. */
function defaultCountry(): CountryCode {
  const region = (navigator.language.split('-')[1] ?? 'US').toUpperCase();
  return (getCountries() as string[]).includes(region) ? (region as CountryCode) : 'US';
}

/**
 * A phone number typed as people write it ("(555) 010-0123", "020 7946 0958"), read with
 * libphonenumber-js for the chosen country: a valid number is stored as E.164 with its display form;
 * anything else is kept as typed, so the settings check names the field.
 */
export function PhoneInput({
  aria,
  value,
  onChange,
}: {
  aria: Aria;
  value: string;
  onChange: (e164: string, display: string) => void;
}) {
  const initial = useMemo(() => parsePhoneNumberFromString(value), [value]);
  const [country, setCountry] = useState<CountryCode>(initial?.country ?? defaultCountry());
  const [typed, setTyped] = useState(initial ? initial.formatNational() : value);
  const countries = useMemo(
    () =>
      getCountries()
        .map((code) => ({
          code,
          label: `${regionNames?.of(code) ?? code} (+${getCountryCallingCode(code)})`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
  const read = (text: string, region: CountryCode) => {
    const number = parsePhoneNumberFromString(text, region);
    if (number?.isValid())
      onChange(
        number.number,
        number.country === region ? number.formatNational() : number.formatInternational(),
      );
    else onChange(text.trim(), text.trim());
  };
  return (
    <div className="flex flex-wrap gap-2">
      <select
        aria-label="Country"
        className={`${inputClassName} w-auto max-w-[12rem]`}
        value={country}
        onChange={(event) => {
          const region = event.target.value as CountryCode;
          setCountry(region);
          read(typed, region);
        }}
      >
        {countries.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      <Input
        {...aria}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className="min-w-[10rem] flex-1"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          read(event.target.value, country);
        }}
        onBlur={() => {
          const number = parsePhoneNumberFromString(typed, country);
          if (number?.isValid()) setTyped(new AsYouType(country).input(typed));
        }}
      />
    </div>
  );
}
