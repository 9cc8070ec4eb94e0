namespace Contoso.Notes;

using Microsoft.Sales.Document;
using System.Utilities;
using Microsoft.Utilities;

codeunit 50356 "Show Header Ns"
{
    procedure Show(SalesHeader: Record "Sales Header")
    var
        PageManagement: Codeunit "Page Management";
    begin
        PageManagement.PageRun(SalesHeader);
    end;
}
