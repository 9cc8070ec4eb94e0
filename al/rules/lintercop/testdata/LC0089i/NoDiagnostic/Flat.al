codeunit 50191 "LC0089i Flat"
{
    // Guard clauses, straight code and obsolete or body-less procedures
    // add nothing.
    procedure Guarded(a: Boolean; b: Boolean)
    begin
        if not a then
            exit;
        if b then
            Error('b');
        Message('%1', a);
    end;

    [Obsolete('Replaced.', '25.0')]
    procedure Old(a: Boolean)
    begin
        if a then
            Message('a')
        else
            Message('b');
    end;

    // Calls that do not lead back are no recursion.
    procedure Caller()
    begin
        Callee();
        Callee();
    end;

    local procedure Callee()
    begin
        Message('x');
    end;

    trigger OnRun()
    var
        Rec: Record Customer;
    begin
        if Rec.IsEmpty() then
            CurrReport.Skip();
    end;
}

interface "LC0089i Shape"
{
    procedure Area(): Decimal;
}
