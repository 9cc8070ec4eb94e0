codeunit 50109 "AA0207 Fix All"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnA', '', false, false)]
    local procedure HandleA()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnB', '', false, false)]
    local procedure HandleB()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnC', '', false, false)]
    local procedure HandleC()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnD', '', false, false)]
    local procedure HandleD()
    begin
    end;
}
