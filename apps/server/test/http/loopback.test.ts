import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { defaultPublicUrl, isLoopbackHost } from '../../src/http/loopback.js';

describe('PUBLIC_URL default', () => {
  it('follows PORT, so a server started on another port still accepts its own pages', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3101' }).publicUrl).toBe('http://localhost:3101');
  });

  it('spells every loopback or every-interface address as localhost (one origin for cookies and sign-in)', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '0.0.0.0', '::'])
      expect(defaultPublicUrl(host, 3101), host).toBe('http://localhost:3101');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('uses any other listening address as it is', () => {
    expect(defaultPublicUrl('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(defaultPublicUrl('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
    expect(defaultPublicUrl('crowdspark.lan', 80)).toBe('http://crowdspark.lan:80');
  });

  it('is ignored when PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '3101', PUBLIC_URL: 'https://crowdspark.example/' }).publicUrl).toBe('https://crowdspark.example');
  });
});

describe('isLoopbackHost', () => {
  it('knows the names of this machine and nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.9.9.9', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '10.0.0.1', 'localhost.example', 'example.com', '128.0.0.1', '::2'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
