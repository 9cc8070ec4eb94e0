codeunit 50100 "My Codeunit"
{
    var
        [=Cust=]: Record Customer;
        [=Mgt=]: Codeunit "Sales Management";

    procedure Run([=Header=]: Record "Sales Header"; var [=Lines=]: Record "Sales Line" temporary)
    var
        [=GLE=]: Record "G/L Entry";
        [=SalesHeaderX=]: Record "Sales Header";
        [=CardPage=]: Page "Customer Card";
        [=Rep=]: Report "Customer - List";
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterRun([=Rec=]: Record Customer)
    begin
    end;
}
