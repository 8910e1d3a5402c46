import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';

/** The email search of the Users screen; the email searched lives in the URL. */
export function UserSearchForm({ email, onSearch }: { email: string; onSearch: (email: string) => void }) {
  const [value, setValue] = useState(email);
  useEffect(() => setValue(email), [email]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <search>
      <form aria-label="Search users" onSubmit={submit} className="flex items-end gap-2">
        <FormField label="Email" className="w-80">
          {(ids) => (
            <input
              {...ids}
              type="search"
              name="email"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}
