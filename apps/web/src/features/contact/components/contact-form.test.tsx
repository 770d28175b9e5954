import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_MESSAGES } from '@/features/contact/lib/contact-messages';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ana Souza');
  await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'support');
  await user.type(screen.getByLabelText('Message'), 'My pledge does not show in my wallet.');
}

describe('<ContactForm />', () => {
  afterEach(() => resetToasts());

  it('shows the shared schema’s field messages, wired with aria-invalid and aria-describedby, without calling the server', async () => {
    const fetchMock = mockFetch(jsonResponse(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose a topic.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Please write at least 10 characters\./);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('posts the message to /api/contact and shows the success state and toast', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { id: 'msg_123', receivedAt: '2026-11-22T10:00:00Z' }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thanks, your message is on its way')).toBeInTheDocument();
    expect(screen.getByText('msg_123')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.sentTitle)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      topic: 'support',
      message: 'My pledge does not show in my wallet.',
    });
  });

  it('shows field errors returned by the server', async () => {
    mockFetch(
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input.',
          fields: { email: 'This email domain cannot receive mail.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = await screen.findByLabelText('Email address');
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('This email domain cannot receive mail.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields);
  });

  it('explains the rate limit on 429 and does not retry', async () => {
    const fetchMock = mockFetch(jsonResponse(429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests.' } }));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.rateLimited);
    expect(screen.getByText('Too many messages')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
