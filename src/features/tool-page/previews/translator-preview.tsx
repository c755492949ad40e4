import { useId, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PreviewProps } from './preview-props';

/* A few fixed sentences in each language; the real tool translates the whole page. */
const LANGUAGES = [
  { code: 'en', name: 'English', welcome: 'Welcome to', book: 'Book a visit', hours: 'Opening hours' },
  {
    code: 'es',
    name: 'Español',
    welcome: 'Bienvenido a',
    book: 'Reserve una visita',
    hours: 'Horario de apertura',
  },
  {
    code: 'fr',
    name: 'Français',
    welcome: 'Bienvenue chez',
    book: 'Réservez une visite',
    hours: 'Heures d’ouverture',
  },
  { code: 'de', name: 'Deutsch', welcome: 'Willkommen bei', book: 'Besuch buchen', hours: 'Öffnungszeiten' },
] as const;

/** A language switcher over a sample page; the page's words change to the chosen language. */
export default function TranslatorPreview({ sample }: PreviewProps) {
  const id = useId();
  const [code, setCode] = useState<string>('en');
  const language = LANGUAGES.find((option) => option.code === code) ?? LANGUAGES[0];
  return (
    <div className="space-y-3 rounded-lg border bg-background p-5">
      <div className="flex items-center justify-end gap-2">
        <Label htmlFor={id}>Language</Label>
        <select
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={`${inputClassName} w-40`}
        >
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div lang={language.code} aria-live="polite" className="space-y-2">
        <p className="text-xl font-bold">
          {language.welcome} {sample.business}
        </p>
        <p className="text-sm">
          {language.hours}: {sample.locations[0].address}
        </p>
        <span className="inline-block rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground">
          {language.book}
        </span>
      </div>
    </div>
  );
}
