namespace Contoso.Notes;

using Microsoft.Sales.Document;
using System.Utilities;

codeunit 50356 "Show Header Ns"
{
    procedure Show(SalesHeader: Record "Sales Header")
    begin
        [=Page.Run(Page::"Sales Order", SalesHeader)=];
    end;
}
