import { describe, expect, it } from 'vitest';
import { addressInLanguage, isLanguage, languageFromAcceptLanguage } from './languages.ts';

describe('languages', () => {
  it('knows its three languages and nothing else', () => {
    expect(['en', 'te', 'hi'].every(isLanguage)).toBe(true);
    expect(isLanguage('ur')).toBe(false);
    expect(isLanguage('TE')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('picks the browser language it speaks, by q and then by order', () => {
    expect(languageFromAcceptLanguage('te-IN,te;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('te');
    expect(languageFromAcceptLanguage('hi-IN')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR, hi;q=0.5, te;q=0.8')).toBe('te');
    expect(languageFromAcceptLanguage('ur-IN,en-IN;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('te;q=0, hi;q=0.1')).toBe('hi');
  });

  it('says nothing for no header, nonsense or languages it does not speak', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,,q=abc')).toBeUndefined();
  });

  it("names a page's language in its address, keeping its other parameters and replacing an older choice", () => {
    expect(addressInLanguage('/', 'te')).toBe('/?lang=te');
    expect(addressInLanguage('/categories?search=flat&page=2', 'hi')).toBe('/categories?search=flat&page=2&lang=hi');
    expect(addressInLanguage('/ad/12?lang=te&utm=x', 'en')).toBe('/ad/12?utm=x&lang=en');
  });
});
