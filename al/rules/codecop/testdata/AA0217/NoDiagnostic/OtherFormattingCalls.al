codeunit 50250 "Other Calls With Literals"
{
    procedure Other(No: Code[20]): Text
    begin
        Message('%1', No);
        exit(Format(No, 0, '<Text>'));
    end;
}
