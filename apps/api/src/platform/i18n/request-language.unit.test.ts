import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { languageOfHeader, requestLanguage } from './request-language';

const requestWith = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

describe('requestLanguage', () => {
  it('answers in Hindi when the page or the browser asks for it first', () => {
    expect(requestLanguage(requestWith('hi'))).toBe('hi');
    expect(requestLanguage(requestWith('hi-IN'))).toBe('hi');
    expect(requestLanguage(requestWith('HI-in'))).toBe('hi');
    expect(requestLanguage(requestWith('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7'))).toBe('hi');
    expect(requestLanguage(requestWith('en;q=0.5, hi;q=0.8'))).toBe('hi');
    // Of the shop's two, Hindi is the one this list names.
    expect(requestLanguage(requestWith('fr-FR,fr;q=0.9,hi;q=0.5'))).toBe('hi');
  });

  it('answers in English otherwise, or when nothing is asked', () => {
    expect(requestLanguage(requestWith())).toBe('en');
    expect(requestLanguage(requestWith(''))).toBe('en');
    expect(requestLanguage(requestWith('en'))).toBe('en');
    expect(requestLanguage(requestWith('en-IN,hi;q=0.8'))).toBe('en');
    expect(requestLanguage(requestWith('en-GB,en;q=0.9,hi;q=0.8'))).toBe('en');
    expect(requestLanguage(requestWith('hi;q=0.4,en-AU'))).toBe('en');
    expect(requestLanguage(requestWith('ta-IN,ta;q=0.9'))).toBe('en');
    expect(requestLanguage(requestWith('*'))).toBe('en');
    expect(requestLanguage(requestWith('hi;q=0'))).toBe('en');
    expect(languageOfHeader('not a language header,,;;q=')).toBe('en');
  });
});
