/// <summary>
/// Objects are DC0007's.
/// </summary>
codeunit 50201 "DC0004 Documented"
{
    /// <summary>
    /// Posts the invoice.
    /// </summary>
    /// <param name="InvoiceNo">The invoice to post.</param>
    procedure PostInvoice(InvoiceNo: Code[20])
    begin
    end;

    /// <summary>Documented, with attributes after the comment.</summary>
    [NonDebuggable]
    [Scope('OnPrem')]
    procedure WithAttributes()
    begin
    end;

    local procedure LocalHelper()
    begin
    end;

    internal procedure InternalHelper()
    begin
    end;

    [IntegrationEvent(false, false)]
    procedure OnEventIsDC0009s()
    begin
    end;

    [Obsolete('Use PostInvoice', '25.0')]
    procedure OldPost()
    begin
    end;
}

codeunit 50202 "DC0004 Internal Object"
{
    Access = Internal;

    procedure InternalByObject()
    begin
    end;
}

codeunit 50203 "DC0004 Tests"
{
    Subtype = Test;

    [Test]
    procedure TestSomething()
    begin
    end;

    procedure Helper()
    begin
    end;
}

codeunit 50204 "DC0004 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
    ObsoleteTag = '25.0';

    procedure Anything()
    begin
    end;
}
