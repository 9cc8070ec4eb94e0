codeunit 50104 "AA0207 Local Subscriber"
{
    [EventSubscriber(ObjectType::Table, Database::"AA0207 Table", 'OnAfterInsertEvent', '', false, false)]
    local procedure [|HandleAfterInsert|](var Rec: Record "AA0207 Table"; RunTrigger: Boolean)
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    LOCAL procedure [|HandleUpperLocal|]()
    begin
    end;
}
