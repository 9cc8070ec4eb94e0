interface IPaymentProvider
{
}

interface "IShipping Agent"
{
}

interface "Old Name"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Renamed';
    ObsoleteTag = '25.0';
}

codeunit 50309 "Not An Interface"
{
}
