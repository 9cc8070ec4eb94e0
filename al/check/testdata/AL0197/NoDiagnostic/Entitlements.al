// Entitlements of one name may be declared by several apps.
entitlement "Shared Entitlement"
{
    Type = ApplicationScope;
    Id = 'API.ReadWrite.All';
}

entitlement "Shared Entitlement"
{
    Type = ApplicationScope;
    Id = 'API.ReadWrite.All';
}
