codeunit 50201 "Error Tests"
{
    Subtype = Test;

    [Test]
    procedure Fails()
    begin
        asserterror Error('expected');
    end;
}

codeunit 50202 "Not A Test"
{
    procedure Describe(): Text
    begin
        // asserterror is for tests
        exit('asserterror Error(...)');
    end;
}
