namespace Fabrikam.Foundation;

// Each app ships its own entitlements; no code names one, so a shared name is no clash.
entitlement "Delegated Admin agent - Partner"
{
    Type = Role;
    RoleType = Delegated;
    Id = '00000000-0000-0000-0000-000000000001';
}
