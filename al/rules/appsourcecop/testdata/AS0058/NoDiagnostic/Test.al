codeunit 70000000 "ABC Posting Tests"
{
    Subtype = Test;

    [Test]
    procedure PostFails()
    begin
        asserterror Error('fails');
    end;
}

codeunit 70000001 "ABC Posting"
{
    procedure TryPost(): Boolean
    begin
        // the word asserterror in a comment or string is no statement
        Message('asserterror');
    end;
}
