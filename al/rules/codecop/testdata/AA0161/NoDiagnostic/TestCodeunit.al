codeunit 50152 "AA0161 Test"
{
    Subtype = Test;

    [Test]
    procedure ExpectError()
    begin
        asserterror Error('fails');
    end;
}

codeunit 50153 "AA0161 Pragma"
{
    procedure Check()
    begin
#pragma warning disable AA0161
        asserterror Error('fails');
#pragma warning restore AA0161
    end;
}
