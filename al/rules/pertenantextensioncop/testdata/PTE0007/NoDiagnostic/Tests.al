codeunit 50100 "Posting Tests"
{
    Subtype = Test;

    [Test]
    procedure PostingFailsWithoutLines()
    var
        SalesHeader: Record "Sales Header";
    begin
        asserterror Codeunit.Run(Codeunit::"Sales-Post", SalesHeader);
    end;
}

codeunit 50101 "Posting Helper"
{
    // Error handling without asserterror.
    procedure TryPost(var SalesHeader: Record "Sales Header"): Boolean
    begin
        exit(Codeunit.Run(Codeunit::"Sales-Post", SalesHeader));
    end;
}
