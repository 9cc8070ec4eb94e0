codeunit 50203 "Lower Case Subtype"
{
    subtype = test;

    [Test]
    procedure Fails()
    begin
        ASSERTERROR Error('expected');
    end;
}
