import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SupportRequest } from '../../domain/support.js';
import { supportFormMachine } from '../../machines/support-form.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

function start(from: { name: string; contactDetails: string } | null = null) {
  const submit = controllableActor<string, SupportRequest>();
  const notify = vi.fn();
  const actor = createActor(
    supportFormMachine.provide({
      actors: { submitSupport: submit.logic },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { input: { from } },
  ).start();
  const fill = (request: SupportRequest) => {
    for (const [field, value] of Object.entries(request)) actor.send({ type: 'field.change', field: field as keyof SupportRequest, value });
  };
  return { actor, submit, notify, fill };
}

const fieldsOf = ({ name, contactDetails, message }: SupportRequest): SupportRequest => ({ name, contactDetails, message });

describe('support form machine', () => {
  it("sends the trimmed fields, then says 'Form submitted successfully!' and clears the form", async () => {
    const { actor, submit, notify, fill } = start();
    fill({ name: ' Ravi Exports ', contactDetails: 'ravi@exports.example.in ', message: ' 500 m of poplin ' });
    actor.send({ type: 'support.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(submit.last().input).toEqual({ name: 'Ravi Exports', contactDetails: 'ravi@exports.example.in', message: '500 m of poplin' });
    submit.last().resolve('Form submitted successfully!');
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Form submitted successfully!' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ name: '', contactDetails: '', message: '' });
  });

  it('starts with a signed-in buyer as the sender, and comes back to them once sent', async () => {
    const from = { name: 'Asha Textiles', contactDetails: 'asha@mill.example.in' };
    const { actor, submit, fill } = start(from);
    expect(actor.getSnapshot().context).toMatchObject({ ...from, message: '' });
    fill({ name: 'Asha', contactDetails: '9876543210', message: 'A sample of the navy poplin, please.' });
    actor.send({ type: 'support.submit' });
    submit.last().resolve('Form submitted successfully!');
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ ...from, message: '' });
  });

  it("says 'Please fill all the fields' and makes no call while any field is empty or blank", () => {
    const { actor, submit, notify, fill } = start();
    actor.send({ type: 'support.submit' });
    fill({ name: 'Ravi', contactDetails: '   ', message: 'Hello' });
    actor.send({ type: 'support.submit' });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please fill all the fields' });
    expect(submit.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.name).toBe('Ravi');
  });

  it("keeps what was typed and says 'Error submitting form. Please try again.' when sending fails", async () => {
    const { actor, submit, notify, fill } = start();
    const request = { name: 'Ravi', contactDetails: '9876543210', message: 'Call me' };
    fill(request);
    actor.send({ type: 'support.submit' });
    submit.last().reject(new Error('Too many messages from your network.'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Error submitting form. Please try again.' });
    expect(actor.getSnapshot().context).toMatchObject(request);
    actor.send({ type: 'support.submit' });
    expect(submit.calls).toHaveLength(2);
  });

  it('ignores typing and a second submit while sending, so one click sends one message', () => {
    const { actor, submit, fill } = start();
    fill({ name: 'Ravi', contactDetails: '9876543210', message: 'Call me' });
    actor.send({ type: 'support.submit' });
    actor.send({ type: 'support.submit' });
    actor.send({ type: 'field.change', field: 'message', value: 'changed' });
    expect(submit.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.message).toBe('Call me');
  });

  describe('model', () => {
    modelSuite({
      machine: supportFormMachine,
      input: {},
      invoked: ['submitSupport'],
      outputs: { submitSupport: 'Form submitted successfully!' },
      events: [
        { type: 'field.change', field: 'name', value: 'Ravi' },
        { type: 'field.change', field: 'contactDetails', value: 'ravi@exports.example.in' },
        { type: 'field.change', field: 'message', value: 'Need poplin' },
        { type: 'field.change', field: 'message', value: ' ' },
        { type: 'support.submit' },
      ],
      // Rules that hold whatever the machine's shape: a call goes out only with every field filled,
      // and a success always leaves an empty form.
      checks:
        () =>
        ({ event, before, after, fakes }) => {
          if (event.type === 'submit' && after.value === 'sending') {
            expect(Object.values(fieldsOf(before.context as SupportRequest)).every((value) => value.trim() !== '')).toBe(true);
            expect(fakes.submitSupport!.calls.length).toBeGreaterThan(0);
          }
          if (event.type === 'xstate.done.actor.submitSupport')
            expect(fieldsOf(after.context as SupportRequest)).toEqual({ name: '', contactDetails: '', message: '' });
        },
    });
  });
});
