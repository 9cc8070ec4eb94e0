codeunit 50206 [|"AC0007 Old Upgrade"|]
{
    Subtype = Upgrade;
    ObsoleteState = Pending;
    ObsoleteReason = 'Upgrade code moved.';
}
