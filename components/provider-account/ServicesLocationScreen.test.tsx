import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ServicesLocationScreen } from './ServicesLocationScreen';

describe('the services location', () => {
  it("shows the backend's refusal within the month and keeps the choice", async () => {
    const { user } = await renderApp(<ServicesLocationScreen />, {
      route: '/service-providers/services-location',
      signInAs: DEMO.provider.email,
    });
    await user.click(await screen.findByRole('button', { name: 'Change services location' }));
    await user.click(await screen.findByRole('radio', { name: 'Irbid' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Al-Husn' }));
    // Changed from another device meanwhile: the backend now refuses.
    db.state.market.providers.find((item) => item.user === DEMO.provider.id)!.location_changed_at =
      new Date().toISOString();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You excced the limit');
    expect(screen.getByRole('checkbox', { name: 'Al-Husn' })).toBeChecked();
  });

  it("says when another city's areas did not load, and offers them once a retry brings them", async () => {
    const irbid = db.state.locations.cities.find((city) => city.name_en === 'Irbid')!.id;
    server.use(
      http.get(
        `*/api/v1/common/neighborhood/by-city/${irbid}`,
        () => HttpResponse.json({ error: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderApp(<ServicesLocationScreen />, {
      route: '/service-providers/services-location',
      signInAs: DEMO.provider.email,
    });
    await user.click(await screen.findByRole('button', { name: 'Change services location' }));
    await user.click(await screen.findByRole('radio', { name: 'Irbid' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Al-Husn' })).toBeInTheDocument();
  });
});
