import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { ContactReceipt } from '@crowdspark/shared/contracts/contact';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/page-blocks';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';
import { CONTACT_MESSAGES } from '@/features/contact/lib/contact-messages';
import { CONTACT_TOPIC_OPTIONS } from '@/features/contact/lib/contact-topics';
import {
  CONTACT_FIELDS,
  isContactField,
  validateContact,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from '@/features/contact/lib/validate-contact';

const EMPTY_VALUES: ContactFormValues = { name: '', email: '', topic: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [receipt, setReceipt] = useState<ContactReceipt | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const { mutate, isPending } = useSendContactMessage();

  const focusField = (field: ContactField) => formRef.current?.querySelector<HTMLElement>(`#contact-${field}`)?.focus();

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target;
    if (!isContactField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the user types so the message goes away.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateContact(next).errors?.[name] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const result = validateContact(values);
    if (result.errors) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    mutate(result.data, {
      onSuccess: (saved) => {
        setReceipt(saved);
        setValues(EMPTY_VALUES);
        toast({
          title: CONTACT_MESSAGES.sentTitle,
          description: `Thanks, ${result.data.name}. We reply within two business days.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          setFormError(CONTACT_MESSAGES.rateLimited);
          toast({ title: 'Too many messages', description: CONTACT_MESSAGES.rateLimited, variant: 'destructive' });
          return;
        }
        const serverFields = isApiError(error) ? Object.entries(error.fields) : [];
        const fieldErrors: ContactFieldErrors = {};
        for (const [field, message] of serverFields) if (isContactField(field)) fieldErrors[field] = message;
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          setFormError(CONTACT_MESSAGES.fixFields);
          const first = CONTACT_FIELDS.find((field) => fieldErrors[field]);
          if (first) focusField(first);
          return;
        }
        const message = isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : CONTACT_MESSAGES.failed;
        setFormError(message);
        toast({ title: 'Message not sent', description: message, variant: 'destructive' });
      },
    });
  }

  if (receipt) {
    return (
      <div role="status" className="rounded-2xl border border-success/40 bg-card p-6 sm:p-8">
        <CheckCircle2 aria-hidden="true" className="size-8 text-success dark:text-green-400" />
        <h2 className="mt-3 text-xl font-semibold tracking-tight">Thanks, your message is on its way</h2>
        <p className="mt-2 text-muted-foreground">
          We reply within two business days. Your reference is <strong className="font-mono text-foreground">{receipt.id}</strong>
          .
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => setReceipt(undefined)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={formError ? 'contact-form-error' : undefined}
      className="grid gap-5"
    >
      <FormError id="contact-form-error">{formError}</FormError>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Your name" error={errors.name}>
          <Input name="name" autoComplete="name" value={values.name} onChange={onChange} maxLength={100} />
        </FormField>
        <FormField id="contact-email" label="Email address" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={onChange} />
        </FormField>
      </div>
      <FormField id="contact-topic" label="Topic" error={errors.topic}>
        <Select name="topic" value={values.topic} onChange={onChange}>
          <option value="">Choose a topic…</option>
          {CONTACT_TOPIC_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        hint="At least 10 characters. Please do not include card numbers or passwords."
        error={errors.message}
      >
        <Textarea name="message" value={values.message} onChange={onChange} maxLength={5000} />
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Sending…' : 'Send message'}
        </Button>
        <p className="text-sm text-muted-foreground">We use your email only to answer this message.</p>
      </div>
    </form>
  );
}
