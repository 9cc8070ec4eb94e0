codeunit 50200 "DC0004 Public API"
{
    // A line comment is no documentation.
    procedure [=PostInvoice=](InvoiceNo: Code[20])
    begin
    end;

    [NonDebuggable]
    procedure [="Compute Total"=](): Decimal
    begin
    end;

    /// <summary>Documented before its attributes.</summary>
    [Scope('OnPrem')]
    procedure Documented()
    begin
    end;

    [Scope('Cloud')]
    /// <summary>Between the attribute and the procedure it is not the procedure's.</summary>
    procedure [=DocAfterAttribute=]()
    begin
    end;

    protected procedure [=ProtectedIsPublicToo=]()
    begin
    end;

    [ExternalBusinessEvent('Posted', 'Posted', 'Raised after posting', EventCategory::Sales)]
    procedure [=OnPostedExternal=]()
    begin
    end;
}

table 50200 "DC0004 Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure [=TableProcedure=]()
    begin
    end;
}

interface "DC0004 IShape"
{
    procedure [=Area=](): Decimal;
}
