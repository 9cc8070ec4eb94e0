interface "FC0002 Greeter"
{
    procedure Greet(Name: Text): Text;
}

codeunit 50179 "FC0002 Subscriber"
{
    [EventSubscriber(ObjectType::Table, Database::Customer, 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer; RunTrigger: Boolean)
    begin
        if [=runtrigger=] then
            [=rec=].[=testfield=]("No.");
    end;

    procedure Run(Greeter: Interface "FC0002 Greeter"): Text
    begin
        exit([=greeter=].Greet('x'));
    end;
}
